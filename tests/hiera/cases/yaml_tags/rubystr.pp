notice(String(lookup('t_rubystr'), '%p'))
