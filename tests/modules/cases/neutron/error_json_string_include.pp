notice(convert_to_json_string(['a:b', 5]))
