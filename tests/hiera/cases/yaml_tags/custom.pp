notice(String(lookup('t_custom'), '%p'))
