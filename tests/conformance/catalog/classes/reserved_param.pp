class c($title) {}
