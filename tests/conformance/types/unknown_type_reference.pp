notice(NoSuchType =~ Type)
