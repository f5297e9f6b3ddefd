notice(case)
