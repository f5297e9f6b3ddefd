node 'a' {}
node 'a' {}
