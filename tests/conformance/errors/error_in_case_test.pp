case 1 / 0 { default: { } }
