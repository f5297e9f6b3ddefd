$keys = ['bool_yes', 'bool_no', 'bool_on', 'bool_off', 'bool_true', 'bool_false', 'not_bool_y', 'not_bool_n',
  'null_tilde', 'null_word', 'null_empty', 'quoted_yes', 'quoted_null', 'int_dec', 'int_comma', 'int_hex',
  'int_octal', 'int_octal_o', 'int_binary', 'int_neg', 'int_plus', 'int_leading_zero', 'int_big', 'sexagesimal',
  'sexagesimal_float', 'float_plain', 'float_dot', 'float_exp', 'float_exp_nosign', 'float_no_dot_exp',
  'float_trailing_dot', 'float_inf', 'float_neg_inf', 'str_plain', 'str_single', 'str_double', 'str_colon',
  'str_folded', 'str_literal', 'str_dash', 'str_version', 'str_tagged', 'int_tagged', 'float_tagged',
  'str_binary', 'short_multiline']
$keys.each |$k| {
  $v = lookup($k, undef, undef, 'NOT FOUND')
  notice("${k}: ${String($v, '%p')} (${type($v, 'generalized')})")
}
