notice(String(lookup('t_omap'), '%p'))
