notice("é ${nope}")
