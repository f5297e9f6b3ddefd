notice(sprintf('%d', '0b11'))
