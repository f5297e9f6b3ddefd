notice(range_to_mask('cores 1-3'))
