sprintf()
