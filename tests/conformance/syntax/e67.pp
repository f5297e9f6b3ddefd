notice(@@)
