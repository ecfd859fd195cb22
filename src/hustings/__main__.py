from hustings.cli import main

main()
