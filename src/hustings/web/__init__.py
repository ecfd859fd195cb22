"""The static browser client, served by hustings.server."""
