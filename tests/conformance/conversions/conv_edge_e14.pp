notice(Boolean('True '))
