// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// The ERC-20 the wallet tests pay with: the few functions a `transfer` payment touches, placed by
/// the chain harness (scripts/test-chain.js) at a real token's address. Anyone may mint: it only
/// ever lives on a throwaway test chain.
contract TestToken {
    uint8 public immutable decimals;
    mapping(address => uint256) public balanceOf;

    event Transfer(address indexed from, address indexed to, uint256 value);

    constructor(uint8 places) {
        decimals = places;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        uint256 balance = balanceOf[msg.sender];
        require(balance >= value, "balance too low");
        balanceOf[msg.sender] = balance - value;
        balanceOf[to] += value;
        emit Transfer(msg.sender, to, value);
        return true;
    }

    /// One transaction funds every payer of the test chain.
    function mintEach(address[] calldata to, uint256 value) external {
        for (uint256 i = 0; i < to.length; i++) {
            balanceOf[to[i]] += value;
            emit Transfer(address(0), to[i], value);
        }
    }
}
