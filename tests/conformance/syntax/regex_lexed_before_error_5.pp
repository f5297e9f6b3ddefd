notice(/(/ + )
