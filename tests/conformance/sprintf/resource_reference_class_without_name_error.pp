notice(sprintf('%s', Class))
