notice(template())
