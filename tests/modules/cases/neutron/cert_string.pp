notice(convert_cert_to_string('tests/modules/files/openssl/valid.pem'))
