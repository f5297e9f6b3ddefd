notice(Boolean[])
