notice(0x1F, 017, 1e3, 1.5e-3, 0XFF, 1E2, 12.0e0)
