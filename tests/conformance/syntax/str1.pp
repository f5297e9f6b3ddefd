notice('it''s')
