notice(cert_date_valid('tests/modules/files/openssl/missing.pem'))
