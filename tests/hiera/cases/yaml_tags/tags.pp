['t_str_int', 't_str_bool', 't_str_null', 't_int_str', 't_float_int', 't_bool', 't_null', 't_seq', 't_map',
 't_long_str', 't_str_float', 't_quoted_tagged', 't_timestamp_str', 't_binary'].each |$k| {
  notice("${k}: ${String(lookup($k, undef, undef, 'NOT FOUND'), '%p')} ${type(lookup($k, undef, undef, 'NOT FOUND'), 'generalized')}")
}
