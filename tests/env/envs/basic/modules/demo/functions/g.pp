function demo::h() { 'h' }
