notice(URI[[]])
