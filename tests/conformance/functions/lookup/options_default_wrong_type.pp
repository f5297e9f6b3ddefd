notice(lookup('a', {'default_value' => 1, 'value_type' => String}))
