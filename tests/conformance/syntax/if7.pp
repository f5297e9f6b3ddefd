if [] { notice(arrtrue) }
if {} { notice(hashtrue) }
