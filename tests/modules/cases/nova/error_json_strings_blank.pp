notice(to_array_of_json_strings(''))
