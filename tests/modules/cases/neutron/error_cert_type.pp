notice(convert_cert_to_string(5))
