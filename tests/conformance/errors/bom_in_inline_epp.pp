$t = "﻿<%= 1 %>"
notice(inline_epp($t))
