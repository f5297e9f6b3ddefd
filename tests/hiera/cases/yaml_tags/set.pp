notice(String(lookup('t_set'), '%p'))
