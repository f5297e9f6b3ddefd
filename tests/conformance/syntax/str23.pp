notice("trailing\\")
