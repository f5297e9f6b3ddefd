notice(CatalogEntry[1])
