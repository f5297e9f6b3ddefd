notice(camelcase('élan_vital'))
notice(camelcase('snake_CASE_word'))
