function demo::deep::k() { 'k' }
