notice(1 =>)
