notice(__)
