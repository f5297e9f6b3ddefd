notify { ['ok', '']: }
