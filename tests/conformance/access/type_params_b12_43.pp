notice(Catalogentry)
notice(CatalogEntry)
notice(Resource)
notice(Class)
