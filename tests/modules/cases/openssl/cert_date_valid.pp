# The certificates are beside the corpus: one expired in 2002, one valid from 2090, one until 2999.
notice(cert_date_valid('tests/modules/files/openssl/expired.pem'))
notice(cert_date_valid('tests/modules/files/openssl/future.pem'))
$left = cert_date_valid('tests/modules/files/openssl/valid.pem')
notice($left =~ Integer and $left > 30000000000)
