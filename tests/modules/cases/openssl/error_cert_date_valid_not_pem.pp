notice(cert_date_valid('tests/modules/cases/openssl/error_cert_date_valid_not_pem.pp'))
