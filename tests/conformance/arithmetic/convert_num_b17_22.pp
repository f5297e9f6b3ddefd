notice(Boolean('yes'), Boolean('FALSE'), Boolean(0), Boolean(1.0))
