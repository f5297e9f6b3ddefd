notice(os_database_connection([]))
