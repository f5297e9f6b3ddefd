notice(get_ext_net_name())
