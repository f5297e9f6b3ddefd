notice(convert_cert_to_string('/nonexistent/odl.pem'))
