# passes the signature's pattern, then Utils.to_n has no binary form: no number
notice(Numeric('+0b11'))
