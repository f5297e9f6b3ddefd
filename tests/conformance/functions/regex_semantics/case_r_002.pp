notice(match('xa1fz', /\h+/))
